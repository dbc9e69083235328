import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { trpc } from "../../lib/trpc";
import { linkRefusalMessage } from "./management-errors";
import { ManagementPanel } from "./management-panel";

/** /pqrs/{token}: the responsible user's (or delegate's) management page, reached from the e-mailed link. */
export function ManagePage() {
  const token = useParams().token ?? "";
  const utils = trpc.useUtils();
  const query = trpc.complaintForms.byToken.get.useQuery({ token }, { retry: false, meta: { silent: true }, staleTime: 0 });
  const update = trpc.complaintForms.byToken.update.useMutation({ meta: { silent: true } });
  const delegate = trpc.complaintForms.byToken.delegate.useMutation({ meta: { silent: true } });
  const transfer = trpc.complaintLifecycle.transferByToken.useMutation({ meta: { silent: true } });
  const requireCompletion = trpc.complaintLifecycle.requireCompletionByToken.useMutation({ meta: { silent: true } });

  if (query.isLoading) return <PageLoader />;
  if (!query.data) {
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>Gestión de PQRDS</Title>
        <Alert color="red" variant="light" role="alert">
          {linkRefusalMessage(query.error)}
        </Alert>
        <Group>
          <Button component={Link} to="/">
            Salir
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Gestión de PQRDS</Title>
          <Text>
            {query.data.complaintFormType.name} · radicado {query.data.trackingID}
          </Text>
        </div>
        <Button component={Link} to="/" variant="default">
          Salir
        </Button>
      </Group>
      <ManagementPanel
        request={query.data}
        onChanged={(r) => utils.complaintForms.byToken.get.setData({ token }, r)}
        actions={{
          answer: (input) => update.mutateAsync({ token, ...input }),
          delegate: (email) => delegate.mutateAsync({ token, email }),
          transfer: (input) => transfer.mutateAsync({ token, ...input }),
          requireCompletion: (completionRequest) => requireCompletion.mutateAsync({ token, completionRequest }),
        }}
      />
      <Group>
        <Button component={Link} to="/" variant="default">
          Salir al inicio
        </Button>
      </Group>
    </Stack>
  );
}
