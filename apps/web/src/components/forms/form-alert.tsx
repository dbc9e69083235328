import { Alert, type AlertProps } from "@mantine/core";
import type { ReactNode, Ref } from "react";

type TProps = Omit<AlertProps, "children" | "color" | "role"> & {
  /** The form's failure, in Spanish; nothing renders without one. */
  error: ReactNode;
  /** The alert's element, so a failed submit can move the focus to it (`useMutationForm`'s `alertRef`). */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A form's red failure alert, announced to screen readers (role="alert") and focusable by script (tabIndex -1), so the
 * focus can land on it after a failed submit. It renders nothing while there is no error.
 */
export function FormAlert({ error, ref, ...props }: TProps) {
  if (error === null || error === undefined || error === false || error === "") return null;
  return (
    <Alert ref={ref} color="red" variant="light" role="alert" tabIndex={-1} {...props}>
      {error}
    </Alert>
  );
}
