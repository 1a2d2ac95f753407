import { Button } from "@mantine/core";
import { IconMapOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { StatusPage } from "../StatusPage/index.ts";

export function NotFound({ fullPage }: { fullPage?: boolean }) {
  return (
    <StatusPage
      fullPage={fullPage}
      color="gray"
      icon={<IconMapOff size={32} aria-hidden />}
      title="Page not found"
      message="The page you asked for does not exist, or it has moved."
      actions={
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      }
    />
  );
}
