import { Anchor, Avatar, Badge, Group, List, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { commentAnchor } from "@portal/schemas/comments/comment-share";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { PATHS } from "../../app/paths";
import { ListPagination } from "../../components/data/list-pagination";
import { usePageTitle } from "../../components/page-title";
import { formatLongDate, relativeTime } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { useContentRoutes } from "../contents/use-content-routes";

/**
 * {user route}/{friendlyName} (spec 03 §2): a member's public profile — name, photo, biography, level and public
 * comments — for logged-in users, of members who chose to show it. No personal data (nor a staff flag) reaches the browser. The biography is plain text, shown as text (never as HTML).
 */
export function PublicProfilePage() {
  const { alias = "" } = useParams();
  const profile = trpc.profile.public.useQuery({ friendlyName: alias }, { retry: false, meta: { silent: true } });
  usePageTitle(profile.data ? profile.data.fullName : "Perfil público");
  if (profile.isError) return <Navigate to={PATHS.notFound} replace />;
  if (!profile.data) return <Loader aria-label="Cargando" />;
  const p = profile.data;
  return (
    <Stack gap="lg" maw={880}>
      <Group gap="md" align="center">
        <Avatar size={96} radius="xl" color="portal" src={p.image ?? undefined} alt={p.image ? `Foto de ${p.fullName}` : ""}>
          {p.firstsLetter}
        </Avatar>
        <div>
          <Title order={1}>{p.fullName}</Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light" color="portal">
              Nivel {p.level}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            Miembro desde {formatLongDate(p.creationDate)}
          </Text>
        </div>
      </Group>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="perfil-biografia">
        <Title order={2} size="h3" id="perfil-biografia" mb="xs">
          Biografía
        </Title>
        <Text style={{ whiteSpace: "pre-line" }}>{p.description ?? "Este miembro aún no ha escrito su biografía."}</Text>
      </Paper>
      <PublicComments userId={p.id} />
    </Stack>
  );
}

function PublicComments({ userId }: { userId: number }) {
  const routes = useContentRoutes();
  const [page, setPage] = useState(1);
  const comments = trpc.comments.byUser.useQuery({ id: userId, page }, { meta: { silent: true } });
  const data = comments.data;
  return (
    <Stack component="section" aria-labelledby="perfil-comentarios" gap="xs">
      <Title order={2} size="h3" id="perfil-comentarios">
        Comentarios públicos
      </Title>
      {!data ? (
        <Loader size="sm" aria-label="Cargando comentarios" />
      ) : data.items.length === 0 ? (
        <Text c="dimmed">Aún no hay comentarios públicos.</Text>
      ) : (
        <>
          <List spacing="sm" listStyleType="none" p={0}>
            {data.items.map((c) => (
              <List.Item key={c.commentID}>
                <Text size="sm">
                  En{" "}
                  <Anchor component={Link} to={`/${routes.comment}/${encodeURIComponent(c.content.friendlyName)}#${commentAnchor(c.commentID)}`}>
                    {c.content.name}
                  </Anchor>
                  {" · "}
                  <time dateTime={new Date(c.creationDate).toISOString()}>{relativeTime(c.creationDate)}</time>
                </Text>
                <Text style={{ whiteSpace: "pre-line" }}>{c.value}</Text>
              </List.Item>
            ))}
          </List>
          <ListPagination page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} label="Páginas de comentarios" />
        </>
      )}
    </Stack>
  );
}
