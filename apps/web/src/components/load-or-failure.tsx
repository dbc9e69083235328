import { Alert, Loader } from "@mantine/core";
import { formErrorMessage } from "../lib/errors";
import { PageLoader } from "./page-loader";

/**
 * What a page, drawer or dialog shows while its data is not there: the loader, or once the query failed its Spanish
 * message (a loader alone stayed for ever: a record deleted meanwhile, a refused or failed request). `label` names a
 * small inline loader; without it the page loader.
 */
export function LoadOrFailure({ error, label }: { error: unknown; label?: string }) {
  if (error) return <FailureAlert error={error} />;
  return label ? <Loader aria-label={label} /> : <PageLoader />;
}

/** A failed request's Spanish message, as every screen shows one (lists, drawers, dialogs). */
export function FailureAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {formErrorMessage(error)}
    </Alert>
  );
}
