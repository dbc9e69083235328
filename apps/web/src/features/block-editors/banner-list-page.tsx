import { Stack, Title } from "@mantine/core";
import { BannerTable } from "./banner-table";

/** /administrador/bannerlist: every banner, their carousel, order and state; create, edit, sort, exclude, delete. */
export function BannerListPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Banners</Title>
      <BannerTable />
    </Stack>
  );
}
