import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { COMPLAINT_FORM_TYPES as COMPLAINT_TYPE_FALLBACK, IDENTITY_REQUIRED_TYPE_IDS } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_FORM_MESSAGES as M, type TComplaintFormSubmitted } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";
import { useAtomValue, useSetAtom } from "jotai";
import { memo, useCallback, useDeferredValue, useEffect, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { usePageTitle } from "../../components/page-title";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";
import { useComplaintPaths } from "./complaint-paths";
import { ComplaintConfirmation } from "./form/complaint-confirmation";
import { ComplaintForm as Form, PROFILE_QUERY_OPTIONS } from "./form/complaint-form";

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
  const currentUser = useAtomValue(currentUserAtom);
  const user = useDeferredValue(currentUser, undefined);
  const dataReady = useDeferredValue(useFormDataSettled(Boolean(currentUser)), false);
  const [sent, setSent] = useState<{ result: TComplaintFormSubmitted; anonymous: boolean } | null>(null);
  usePageTitle(type?.name ?? "PQRDS");
  const onSent = useCallback((result: TComplaintFormSubmitted, anonymous: boolean) => setSent({ result, anonymous }), []);

  if (!type) return types.isLoading ? null : <Navigate to={paths.chooser} replace />;
  if (user === undefined || !dataReady) return null;
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

/** Whether every query has arrived or failed (a failed catalog leaves its list empty, as before); a disabled one counts. */
const allSettled = (results: readonly { isLoading: boolean }[]) => results.every((r) => !r.isLoading);

/**
 * What the form reads as it renders, asked with the page and awaited before the form renders: the catalog of types,
 * the catalogs its first lists show (requester and identification types, countries, Colombia's departments) and a
 * logged-in citizen's profile (which fills the requester's data). The form's render is long and deferred (in slices):
 * a query that began fetching as the form mounted re-rendered its whole section at once right after it (react-query's
 * store changes as the fetch starts), and an answer arriving while the form was rendering made React render it all
 * again in one blocking task (the store changed under the render): on a slow phone, the page's longest tasks after
 * load (issue 28). Asked here, they are in the cache when the form's own queries mount.
 */
function useFormDataSettled(loggedIn: boolean) {
  return trpc.useQueries(
    (t) => [
      t.complaintForms.types(undefined, { staleTime: Infinity }),
      t.complaintForms.userTypes(undefined, { staleTime: Infinity }),
      t.catalogs.identificationTypes(undefined, { staleTime: Infinity }),
      t.locations.root(undefined, { staleTime: Infinity }),
      t.locations.children({ id: COLOMBIA_ID }, { staleTime: Infinity }),
      t.profile.own(undefined, { ...PROFILE_QUERY_OPTIONS, enabled: loggedIn }),
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
