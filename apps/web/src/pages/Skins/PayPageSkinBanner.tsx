import { Box, Group, Image, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc.ts";

/**
 * The company's skin and logo on its public pay-for page
 * (docs/product/dashboard-images-promotions.md, Skins: the choice shows on the company's pay
 * pages). Nothing shows until it loads, and nothing if it fails: the page works without it.
 */
export function PayPageSkinBanner({ itemCode }: { itemCode: string }) {
  const skin = useQuery({ ...trpc.skins.forPayPage.queryOptions({ itemCode }), throwOnError: false, retry: false, staleTime: 5 * 60_000 });
  if (!skin.data) return null;
  const { skin: colours, logoUrl, companyName } = skin.data;
  return (
    <Box data-testid="pay-skin" data-skin={colours.key} style={{ background: colours.banner, borderBottom: `4px solid ${colours.accent}`, borderRadius: 8 }} px="md" py="sm">
      <Group gap="sm">
        {logoUrl && <Image src={logoUrl} alt={`${companyName} logo`} mah={73} maw={300} w="auto" fit="contain" />}
        <Text fw={700} style={{ color: colours.text }}>
          {companyName}
        </Text>
      </Group>
    </Box>
  );
}
