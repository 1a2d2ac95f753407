import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconReceipt2 } from "@tabler/icons-react";

export function Logo({ size = "md" }: { size?: "md" | "lg" }) {
  const large = size === "lg";
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 40 : 32} radius="md" variant="gradient" gradient={{ from: "indigo.7", to: "blue.5", deg: 135 }}>
        <IconReceipt2 size={large ? 24 : 20} stroke={1.8} aria-hidden />
      </ThemeIcon>
      <Text fw={750} fz={large ? 26 : 20} lts={-0.3} c="dark.8">
        PayDesk
      </Text>
    </Group>
  );
}
