import { Anchor, Avatar, Badge, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { PROFILE_MESSAGES } from "@portal/schemas/accounts/profile.schema";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link } from "react-router";
import { segmentPath } from "../../app/paths";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { ListPagination } from "../../components/data/list-pagination";
import { trpc } from "../../lib/trpc";
import { settingsAtom } from "../../state/settings";

/** The search box waits this long after typing (spec 03 §9 search debounce). */
const SEARCH_DEBOUNCE_MS = 200;

/**
 * {user route} (spec 03 §2 "User list"), for logged-in users: the members who chose to show a public profile, 20 a
 * page, each linking to it.
 */
export function CommunityPage() {
  const userRoute = segmentPath(useAtomValue(settingsAtom)?.routes.user ?? "usuarios");
  const [keyword, setKeyword] = useState("");
  const [debounced] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const { page, setPage, filter } = useFilteredPage();
  const list = trpc.profile.community.useQuery({ page, keyword: debounced || undefined }, { placeholderData: (previous) => previous });
  return (
    <Stack gap="lg" maw={980}>
      <Title order={1}>Comunidad</Title>
      <Text>{PROFILE_MESSAGES.communityIntro}</Text>
      <TextInput
        label="Buscar miembros por nombre"
        type="search"
        value={keyword}
        maxLength={100}
        onChange={(e) => filter(setKeyword)(e.currentTarget.value)}
        maw={420}
      />
      {!list.data ? (
        <Loader aria-label="Cargando" />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">No encontramos miembros con ese nombre.</Text>
      ) : (
        <>
          <Text size="sm" role="status">
            {list.data.total === 1 ? "1 miembro" : `${list.data.total} miembros`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {list.data.items.map((u) => (
              <Group key={u.id} component="li" gap="sm" wrap="nowrap">
                <Avatar radius="xl" color="portal" src={u.image ?? undefined} alt="">
                  {u.firstsLetter}
                </Avatar>
                <div>
                  <Anchor component={Link} to={`${userRoute}/${encodeURIComponent(u.friendlyName)}`} fw={500}>
                    {u.fullName}
                  </Anchor>
                  <Group gap={4}>
                    <Badge size="xs" variant="light" color="portal">
                      Nivel {u.level}
                    </Badge>
                  </Group>
                </div>
              </Group>
            ))}
          </SimpleGrid>
          <ListPagination page={page} pageSize={list.data.pageSize} total={list.data.total} onChange={setPage} label="Páginas de miembros" />
        </>
      )}
    </Stack>
  );
}
