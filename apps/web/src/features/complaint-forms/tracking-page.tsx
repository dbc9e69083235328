import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { COMPLETION_LINK_PARAM } from "@portal/schemas/complaint-forms/lifecycle.schema";
import { canQualify } from "@portal/schemas/complaint-forms/qualification.schema";
import { type TTrackingResult, ZTracking } from "@portal/schemas/complaint-forms/tracking.schema";
import { ACCESS_KEY_INPUT_MAX, TRACKING_ID_MAX, TRACKING_MESSAGES, TRACKING_QUERY_PARAM } from "@portal/schemas/complaint-forms/tracking-rules";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { errorStatus, formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { currentUserAtom } from "../../state/session";
import { CompletionByKey, CompletionByLink } from "./completion-form";
import { QualifyButton } from "./qualify-button";
import { ReceiptButton } from "./receipt-button";
import { RequestDetails } from "./request-details";

/** /{complaint route}/seguimiento: tracking by numeric code and captcha. */
export function TrackingPage() {
  const [result, setResult] = useState<TTrackingResult | null>(null);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const track = trpc.complaintForms.track.useMutation({ meta: { silent: true } });
  // The form stays for another query: a new challenge after every answer.
  const { captcha, send, error } = useCaptchaMutation({
    form: "tracking",
    mutation: track,
    toError: (e) => (errorStatus(e) === 404 ? TRACKING_MESSAGES.notFound : formErrorMessage(e)),
    // The key that opened the shown request also asks for its qualify link (postal-mail and phone requesters).
    onSuccess: (request, sent) => {
      setResult(request);
      setShownKey(sent.accessKey || null);
    },
    onError: () => setResult(null),
    afterSuccess: "reload",
  });
  const toInput = useCallback(
    (v: { trackingID: string; accessKey: string }) => ({
      trackingID: v.trackingID,
      accessKey: v.accessKey,
      captchaId: captcha.captchaId,
      captcha: captcha.answer,
    }),
    [captcha.captchaId, captcha.answer],
  );
  // "Consulta tu solicitud" on the confirmation links here with the radicado, so nobody copies it by hand.
  const [params] = useSearchParams();
  const carried = params.get(TRACKING_QUERY_PARAM) ?? "";
  const completionToken = params.get(COMPLETION_LINK_PARAM);
  const form = useZodForm({
    schema: ZTracking,
    initialValues: { trackingID: /^\d+$/.test(carried) ? carried.slice(0, TRACKING_ID_MAX) : "", accessKey: "" },
    toInput,
  });
  // "Mis solicitudes" opens its owner's request here: the session is the second factor, so no captcha is asked.
  const user = useAtomValue(currentUserAtom);
  const own = trpc.complaintForms.mineDetail.useQuery(
    { trackingID: carried },
    { enabled: Boolean(user) && /^\d{1,20}$/.test(carried), retry: false, staleTime: 0, meta: { silent: true } },
  );
  useEffect(() => {
    if (own.data) setResult((shown) => shown ?? own.data);
  }, [own.data]);

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>Consulta tu solicitud</Title>
      {completionToken && <CompletionByLink token={completionToken} />}
      <Paper withBorder p="lg" radius="md">
        <form ref={form.formRef} noValidate aria-label="Consulta de solicitud" onSubmit={form.handleSubmit(send)}>
          <Stack gap="md" maw={480}>
            <Text>Escribe el número de radicado que recibiste al enviar tu solicitud.</Text>
            <TextInput
              label="Número de la solicitud"
              withAsterisk
              inputMode="numeric"
              maxLength={TRACKING_ID_MAX}
              {...form.textProps("trackingID")}
              disabled={track.isPending}
            />
            <TextInput
              label="Clave de acceso"
              description="Opcional. Con ella ves tus datos, la respuesta y los archivos; sin ella, solo el estado y las fechas."
              autoComplete="off"
              maxLength={ACCESS_KEY_INPUT_MAX}
              {...form.textProps("accessKey")}
              disabled={track.isPending}
            />
            <CaptchaField
              captcha={captcha}
              error={form.errorOf("captcha") ?? form.errorOf("captchaId")}
              onBlur={() => captcha.answer && form.touch("captcha")}
              disabled={track.isPending}
            />
            <FormAlert error={error} />
            <Group>
              <Button type="submit" loading={track.isPending}>
                Consultar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {result && (
        <div aria-live="polite">
          <RequestDetails key={`${result.trackingID}-${result.personalData}`} request={result} focusOnShow />
          {result.personalData && result.lifecycle.suspended && (
            <Stack mt="md">
              <CompletionByKey
                trackingID={result.trackingID}
                accessKey={shownKey}
                completionRequest={result.lifecycle.completionRequest}
                completionDeadline={result.lifecycle.completionDeadline}
                onDone={(done) => {
                  // The form gives way to the request with its new due date; the confirmation stays as a toast.
                  toast("success", done.message);
                  setResult({ ...result, answerableDate: done.answerableDate, lifecycle: { ...result.lifecycle, suspended: false } });
                }}
              />
            </Stack>
          )}
          {(result.personalData || canQualify(result)) && (
            <Group mt="md">
              {/* The receipt needs the second factor that opened the whole request (key or owner's session). */}
              {result.personalData && <ReceiptButton trackingID={result.trackingID} accessKey={shownKey} />}
              {canQualify(result) && <QualifyButton trackingID={result.trackingID} accessKey={shownKey} />}
            </Group>
          )}
        </div>
      )}
    </Stack>
  );
}
