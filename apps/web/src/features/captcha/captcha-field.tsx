import { Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { RefreshIcon } from "../../components/icons";
import type { TCaptchaState } from "./use-captcha";
import classes from "./captcha.module.css";

type Props = {
  captcha: TCaptchaState;
  error?: string;
  onBlur?: () => void;
  disabled?: boolean;
};

/**
 * The captcha image, a "Cambiar imagen" button and the answer input labelled "Captcha". When the server's draw did
 * not require a captcha nothing is rendered, and the form still sends `captchaId`.
 */
export function CaptchaField({ captcha, error, onBlur, disabled }: Props) {
  if (!captcha.required && captcha.captchaId) return null;
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center" wrap="wrap">
        <div className={classes.imageBox} aria-busy={captcha.loading}>
          {captcha.image && !captcha.loading ? (
            <img className={classes.image} src={captcha.image} alt="Imagen de verificación: escribe en el campo Captcha los caracteres que ves" width={150} height={50} />
          ) : (
            <Skeleton width={150} height={50} aria-hidden="true" />
          )}
        </div>
        <Button
          type="button"
          variant="subtle"
          size="compact-sm"
          leftSection={<RefreshIcon size={16} />}
          onClick={() => void captcha.reload()}
          disabled={disabled || captcha.loading}
        >
          Cambiar imagen
        </Button>
      </Group>
      {captcha.failed && (
        <Text size="sm" c="red.9" role="alert">
          No pudimos cargar la imagen de verificación. Usa «Cambiar imagen» para intentarlo de nuevo.
        </Text>
      )}
      <TextInput
        label="Captcha"
        name="captcha"
        withAsterisk
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={captcha.answer}
        onChange={(e) => captcha.setAnswer(e.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        // No answer without an image: while a challenge loads (or reloads after a failure) the field waits.
        disabled={disabled || !captcha.captchaId}
        maxLength={20}
      />
    </Stack>
  );
}
