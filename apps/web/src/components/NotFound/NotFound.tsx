import { Button } from "@mantine/core";
import { IconMapOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusPage } from "../StatusPage/index.ts";

interface NotFoundProps {
  fullPage?: boolean;
  /** What is not there, when a page can say more than "Page not found" (e.g. a closed pay link). */
  icon?: ReactNode;
  title?: string;
  message?: string;
}

export function NotFound({
  fullPage,
  icon = <IconMapOff size={32} aria-hidden />,
  title = "Page not found",
  message = "The page you asked for does not exist, or it has moved.",
}: NotFoundProps) {
  return (
    <StatusPage
      fullPage={fullPage}
      color="gray"
      icon={icon}
      title={title}
      message={message}
      actions={
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      }
    />
  );
}
