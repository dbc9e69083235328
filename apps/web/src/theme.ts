import { createTheme, defaultVariantColorsResolver, type MantineColorsTuple, type VariantColorsResolver } from "@mantine/core";

/** The default institutional blue; shade 7 on white is 8.6:1, well past WCAG AA. Site themes override it in CSS. */
const portal: MantineColorsTuple = ["#e8f1fa", "#cfe0f2", "#9ec1e5", "#6aa0d8", "#3f84cc", "#2472c2", "#1763ad", "#0b4f8a", "#073f6f", "#032f55"];

/** Dark shades that keep ≥ 4.5:1 on a light tint of the same colour; other colours write in the body text colour. */
const ON_TINT: Record<string, string> = {
  red: "#8e1b1b",
  green: "#1b5e20",
  yellow: "#5c3c00",
  orange: "#7a3300",
  blue: "#0b3d75",
  portal: "#032f55",
  gray: "#343a40",
  teal: "#0b4f46",
};
const readableOnTint = (color: string | undefined) => ON_TINT[String(color ?? "portal").split(".")[0] ?? ""] ?? "var(--mantine-color-text)";

/**
 * A light variant always means the colour's tint. Mantine 9 paints "light" with a shaded colour ("gray.8", "red.9")
 * as that shade, solid: a dark badge or alert whose text (the body's, or the dark shade above) was then unreadable
 * (1.8:1). The shade still picks the text colour (ON_TINT by the colour's name), never the background.
 */
export const variantColorResolver: VariantColorsResolver = (input) =>
  input.variant === "light" && typeof input.color === "string" && /^[a-z]+\.\d$/.test(input.color)
    ? defaultVariantColorsResolver({ ...input, color: input.color.split(".")[0] ?? input.color })
    : defaultVariantColorsResolver(input);

export const theme = createTheme({
  variantColorResolver,
  primaryColor: "portal",
  primaryShade: 7,
  colors: { portal },
  focusRing: "auto",
  autoContrast: true,
  fontFamily: "'Work Sans', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
  headings: { fontFamily: "'Montserrat', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif", fontWeight: "700" },
  defaultRadius: "sm",
  cursorType: "pointer",
  components: {
    // A plain object, not Modal.extend(): the theme is on the first load, the Modal component is not.
    // Links inside text are told apart by more than colour (WCAG 1.4.1): underlined always.
    Anchor: { defaultProps: { underline: "always" } },
    // Close buttons carry a name for screen readers (Mantine's X icon has none).
    // A title with a long unbroken name (a user's, a content's) wraps instead of pushing the close button off a phone's screen.
    Modal: {
      defaultProps: { closeButtonProps: { "aria-label": "Cerrar" } },
      styles: { title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)", overflowWrap: "anywhere", minWidth: 0 } },
    },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Cerrar" } } },
    // A loader is a status message (WCAG 4.1.3): its "Cargando…" label is read out, and a label on a span without a
    // role is not allowed (axe's aria-prohibited-attr caught it whenever a page was checked while still loading).
    Loader: { defaultProps: { role: "status" } },
    // Lists open from the field's left edge. Centred under it ("bottom", Mantine's default) they were placed before
    // their width was known: on a phone a list opened half off the screen, which widened the page, which moved the list
    // (the registration dialog's selects flickered).
    Select: { defaultProps: { comboboxProps: { position: "bottom-start" } } },
    MultiSelect: { defaultProps: { comboboxProps: { position: "bottom-start" } } },
    Autocomplete: { defaultProps: { comboboxProps: { position: "bottom-start" } } },
    // Light alerts write their title and text in a dark shade of their colour, at least 4.5:1 on the alert's tint
    // (WCAG AA); Mantine's light text (shade 6–7), and even shade 9 of green or yellow, falls under it.
    Alert: {
      vars: (_theme: unknown, props: { color?: string; variant?: string }) =>
        (props.variant ?? "light") === "light" ? { root: { "--alert-color": readableOnTint(props.color) } } : { root: {} },
    },
    // Subtle, light and outline buttons of a colour write in its dark shade: on hover their tint lowered red/yellow text
    // under 4.5:1 (WCAG AA).
    Button: {
      vars: (_theme: unknown, props: { color?: string; variant?: string }) =>
        props.color && ["subtle", "light", "outline"].includes(props.variant ?? "")
          ? { root: { "--button-color": readableOnTint(props.color) } }
          : { root: {} },
    },
    // Light badges write in the body text colour and let their tint carry the colour: Mantine's light text (and even
    // shade 9 of green or yellow) falls under 4.5:1 on its tint.
    Badge: {
      vars: (_theme: unknown, props: { variant?: string }) =>
        props.variant === "light" ? { root: { "--badge-color": "var(--mantine-color-text)" } } : { root: {} },
    },
  },
});
