import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { COMPLAINT_FORM_TYPES as COMPLAINT_TYPE_FALLBACK } from "@portal/schemas/complaint-forms/complaint-catalog";
import { IDENTITY_REQUIRED_TYPE_IDS, COMPLAINT_FORM_MESSAGES as M, type TComplaintFormSubmitted } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { COLOMBIA_ID } from "@portal/schemas/locations/locations.schema";
import { useAtomValue, useSetAtom } from "jotai";
import { memo, useCallback, useDeferredValue, useEffect, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { usePageTitle } from "../../components/page-title";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";
import { useComplaintPaths } from "./complaint-paths";
import { ComplaintConfirmation } from "./form/complaint-confirmation";
import { ComplaintForm as Form } from "./form/complaint-form";

// The catalogue of types arriving (or the page title changing) re-renders only this page's heading, not the whole form.
const ComplaintForm = memo(Form);

/** /{complaint route}/enviar/{complaintFormTypeId} */
export function ComplaintFormPage() {
  const { complaintFormTypeId } = useParams();
  const paths = useComplaintPaths();
  const typeId = Number(complaintFormTypeId);
  const types = trpc.complaintForms.types.useQuery(undefined, { staleTime: Infinity });
  const type = (types.data ?? COMPLAINT_TYPE_FALLBACK).find((t) => t.id === typeId);
  // The form is the page's long render: it comes in a deferred render (in slices that yield to the browser, interrupted
  // by any input), never as one blocking task, whether the current user is already known or arrives after the page.
  const user = useDeferredValue(useAtomValue(currentUserAtom), undefined);
  const catalogsReady = useDeferredValue(useFormCatalogsSettled(), false);
  const [sent, setSent] = useState<{ result: TComplaintFormSubmitted; anonymous: boolean } | null>(null);
  usePageTitle(type?.name ?? "PQRDS");
  const onSent = useCallback((result: TComplaintFormSubmitted, anonymous: boolean) => setSent({ result, anonymous }), []);

  if (!type) return types.isLoading ? null : <Navigate to={paths.chooser} replace />;
  if (user === undefined || !catalogsReady) return null;
  if (sent) return <ComplaintConfirmation result={sent.result} anonymous={sent.anonymous} onBack={() => setSent(null)} />;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={paths.chooser}>
            PQRDS
          </Anchor>{" "}
          / {type.name}
        </Text>
        <Title order={1}>{type.name}</Title>
      </div>
      {IDENTITY_REQUIRED_TYPE_IDS.includes(typeId) && !user ? (
        <LoginFirst />
      ) : (
        // A fresh form per user: logging in (or out) starts the form again with that user's data.
        <ComplaintForm key={user?.id ?? "anon"} typeId={typeId} onSent={onSent} />
      )}
    </Stack>
  );
}

/** Whether every catalog has arrived or failed (a failed one leaves its list empty, as before). */
const allSettled = (results: readonly { isPending: boolean }[]) => results.every((r) => !r.isPending);

/**
 * The catalogs the form's first lists show (the requester's type and identification type, the country and Colombia's
 * departments), asked with the page and awaited before the form renders. A list that began to fetch as the form
 * mounted re-rendered its whole section at once, in one blocking task right after the form's deferred render
 * (react-query's store changes as a fetch starts), and again as it arrived: on a slow phone the longest tasks after
 * the page loaded (issue 28). Asked here, they are in the cache when the form's own queries mount.
 */
function useFormCatalogsSettled() {
  return trpc.useQueries(
    (t) => [
      t.complaintForms.userTypes(undefined, { staleTime: Infinity }),
      t.catalogs.identificationTypes(undefined, { staleTime: Infinity }),
      t.locations.root(undefined, { staleTime: Infinity }),
      t.locations.children({ id: COLOMBIA_ID }, { staleTime: Infinity }),
    ],
    { combine: allSettled },
  );
}

/** Types 7 and 8 always ask identity data and force login first (spec 01 §4). */
function LoginFirst() {
  const openAuth = useSetAtom(authModalAtom);
  useEffect(() => openAuth("login"), [openAuth]);
  return (
    <Alert color="yellow.9" variant="light" title="Inicia sesión para continuar">
      <Stack gap="sm" align="flex-start">
        <Text>{M.loginRequiredIdentity}.</Text>
        <Button onClick={() => openAuth("login")}>Iniciar sesión</Button>
      </Stack>
    </Alert>
  );
}
