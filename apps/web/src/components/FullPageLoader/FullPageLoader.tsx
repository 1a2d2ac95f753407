import { Center, Loader } from "@mantine/core";

export function FullPageLoader() {
  return (
    <Center h="100vh" aria-busy="true">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
