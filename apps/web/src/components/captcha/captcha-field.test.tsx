// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { CAPTCHA_MESSAGES, CAPTCHA_TEXTS } from "@portal/schemas/captcha/captcha-rules";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { CaptchaField } from "./captcha-field";
import type { TCaptchaState } from "./use-captcha";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const QUESTION = "¿Cuánto es 2 más 3?";

function state(over: Partial<TCaptchaState> = {}): TCaptchaState {
  return {
    form: "login",
    captchaId: "c-1",
    required: true,
    image: "data:image/svg+xml;base64,PHN2Zy8+",
    question: QUESTION,
    answer: "",
    mode: "image",
    toggleMode: vi.fn(),
    setAnswer: vi.fn(),
    reload: vi.fn(async () => {}),
    reach: vi.fn(),
    consume: vi.fn(),
    loading: false,
    failed: false,
    dirty: false,
    announcement: "",
    ...over,
  };
}

/** The field inside a form, as the pages use it; `error` is what the page's validation says (it says it after any submit). */
function renderField(captcha: TCaptchaState, error?: string) {
  const ui = (c: TCaptchaState, e?: string) => (
    <MantineProvider env="test">
      <form onSubmit={(ev) => ev.preventDefault()} noValidate>
        <CaptchaField captcha={c} error={e} />
        <button type="submit">Enviar</button>
      </form>
    </MantineProvider>
  );
  const view = render(ui(captcha, error));
  return { rerender: (c: TCaptchaState, e?: string) => view.rerender(ui(c, e)) };
}

const requiredShown = () => screen.queryByText(CAPTCHA_MESSAGES.required);

describe("captcha field", () => {
  it("comes back clean after a round trip: the error waits for typing or a submit of the new challenge", () => {
    // The page already tried to submit (its validation now reports the empty captcha) and the server failed.
    const view = renderField(state({ captchaId: "c-1" }), CAPTCHA_MESSAGES.required);
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(requiredShown()).not.toBeNull();
    // The captcha reloads after the failed round trip: a new, untouched challenge shows no red message.
    view.rerender(state({ captchaId: "c-2" }), CAPTCHA_MESSAGES.required);
    expect(requiredShown()).toBeNull();
    expect(screen.getByRole("textbox", { name: /Captcha/ }).getAttribute("aria-invalid")).not.toBe("true");
    // Sending again without an answer, or typing in it, shows it.
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(requiredShown()).not.toBeNull();
    view.rerender(state({ captchaId: "c-3", dirty: true }), CAPTCHA_MESSAGES.required);
    expect(requiredShown()).not.toBeNull();
  });

  it("has a labelled field, an image with a meaningful alternative text and a named switch to the question", () => {
    const captcha = state();
    renderField(captcha);
    const input = screen.getByRole("textbox", { name: /^Captcha/ });
    expect(input.getAttribute("autocomplete")).toBe("off");
    expect(screen.getByRole("img", { name: CAPTCHA_TEXTS.imageAlt })).toBeTruthy();
    expect(document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe(CAPTCHA_TEXTS.imageHint);
    fireEvent.click(screen.getByRole("button", { name: CAPTCHA_TEXTS.toQuestion }));
    expect(captcha.toggleMode).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: CAPTCHA_TEXTS.reloadImage })).toBeTruthy();
  });

  it("in question mode reads the question with the field, offers the image back and announces politely", () => {
    renderField(state({ mode: "question", announcement: `${CAPTCHA_TEXTS.questionHint} ${QUESTION}` }));
    expect(screen.queryByRole("img")).toBeNull();
    const input = screen.getByRole("textbox", { name: /^Captcha/ });
    const description = input
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(description).toContain(QUESTION);
    expect(screen.getByRole("button", { name: CAPTCHA_TEXTS.toImage })).toBeTruthy();
    expect(screen.getByRole("button", { name: CAPTCHA_TEXTS.reloadQuestion })).toBeTruthy();
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain(QUESTION);
  });

  it("waits, disabled, while the challenge and its proof of work are prepared", () => {
    renderField(state({ captchaId: "", loading: true, image: null }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /^Captcha/ }).disabled).toBe(true);
    expect(screen.getByText(CAPTCHA_TEXTS.preparing)).toBeTruthy();
  });

  it("keeps the line of the challenge's state once it is ready or fails, so what follows (Enviar) never moves", () => {
    const { rerender } = renderField(state({ captchaId: "", loading: true, image: null }));
    const line = screen.getByText(CAPTCHA_TEXTS.preparing).parentElement!;
    const next = line.nextElementSibling;
    rerender(state());
    expect(screen.queryByText(CAPTCHA_TEXTS.preparing)).toBeNull();
    // The same element, empty, in the same place.
    expect(line.isConnected).toBe(true);
    expect(line.textContent).toBe("");
    expect(line.nextElementSibling).toBe(next);
    rerender(state({ captchaId: "", failed: true, image: null }));
    expect(screen.getByRole("alert").parentElement).toBe(line);
  });

  it("renders nothing when the random draw required no answer", () => {
    renderField(state({ required: false, image: null, question: null }));
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
