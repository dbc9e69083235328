import { DIALOG_MESSAGES, DIALOG_TITLES } from "@portal/schemas/ui/ui-constants";
import { useAtomValue } from "jotai";
import { type ReactNode, Suspense } from "react";
import { PATHS } from "../app/paths";
import { lazyWithProviders } from "../lib/with-providers";
import { appStore } from "../state/store";
import { dialogsAtom, type TDialog, type TDialogKind } from "./dialog-state";
import { useLoadedOnce } from "./use-loaded-once";

/** The shared dialogs of spec 03 §9, opened imperatively and answered with a promise. */
const DEFAULT_TITLES: Record<TDialogKind, string> = {
  confirm: DIALOG_TITLES.confirm,
  info: DIALOG_TITLES.info,
  success: DIALOG_TITLES.success,
  warning: DIALOG_TITLES.warning,
  privacy: DIALOG_MESSAGES.privacyTitle,
  externalLink: DIALOG_MESSAGES.externalLinkTitle,
};
const WITH_CANCEL = new Set<TDialogKind>(["confirm", "privacy", "externalLink"]);

type TOpenOptions = { title?: string; message?: ReactNode; detail?: string; confirmLabel?: string; cancelLabel?: string | null; danger?: boolean };

let nextId = 1;

/** Queues a dialog; resolves true when the user accepts, false on cancel, close or Escape. */
function openDialog(kind: TDialogKind, options: TOpenOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog: TDialog = {
      id: nextId++,
      kind,
      title: options.title ?? DEFAULT_TITLES[kind],
      message: options.message ?? DIALOG_MESSAGES.default,
      detail: options.detail,
      confirmLabel: options.confirmLabel ?? "Aceptar",
      cancelLabel: options.cancelLabel === undefined ? (WITH_CANCEL.has(kind) ? "Cancelar" : null) : options.cancelLabel,
      danger: options.danger,
      resolve,
    };
    appStore.set(dialogsAtom, (list) => [...list, dialog]);
  });
}

/** A yes/no question ("Confirmación"); resolves true on "Aceptar". */
export const confirmDialog = (message: ReactNode, options: Omit<TOpenOptions, "message"> = {}) => openDialog("confirm", { ...options, message });

/** "¿Esta seguro de eliminar este registro?" */
export const confirmDelete = (message: ReactNode = DIALOG_MESSAGES.confirmDelete) =>
  openDialog("confirm", { message, confirmLabel: "Eliminar", cancelLabel: "Cancelar", danger: true });

/** The "Autorización" privacy consent: resolves false on refusal, and the caller unchecks its box. */
const privacyConsentDialog = (message?: ReactNode) =>
  openDialog("privacy", {
    message: message ?? (
      <>
        Autorizo de manera libre, previa, expresa e informada a la entidad para tratar mis datos personales según su{" "}
        <a href={PATHS.treatmentPolicies} target="_blank" rel="noopener">
          política de tratamiento de datos personales
        </a>{" "}
        (Ley 1581 de 2012).
      </>
    ),
    confirmLabel: "Acepto",
    cancelLabel: "No acepto",
  });

/** A checkbox handler for privacy consent: checking it asks for authorization, refusing unchecks it. */
export async function consentChange(checked: boolean, setChecked: (value: boolean) => void, message?: ReactNode): Promise<void> {
  if (!checked) return setChecked(false);
  setChecked(true);
  const accepted = await privacyConsentDialog(message);
  if (!accepted) setChecked(false);
}

export function isExternalUrl(url: string, origin: string = globalThis.location?.origin ?? "http://localhost"): boolean {
  try {
    return new URL(url, origin).origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}

/** The external-link confirmation: asks before leaving the portal, then opens the link in a new tab. */
export async function openExternalLink(url: string): Promise<void> {
  const accepted = await openDialog("externalLink", { message: DIALOG_MESSAGES.externalLinkMessage, detail: url, confirmLabel: "Continuar" });
  if (accepted) globalThis.open?.(url, "_blank", "noopener,noreferrer");
}

const DialogModal = lazyWithProviders(() => import("./dialog-modal"), "DialogModal");

/** Loads the modal only when a dialog is asked for. */
export function DialogHost() {
  const pending = useAtomValue(dialogsAtom).length > 0;
  if (!useLoadedOnce(pending)) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal />
    </Suspense>
  );
}
