// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { ANSWER_CHANNEL_MESSAGES } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { COMPLAINT_FORM_TYPE_IDS } from "@portal/schemas/complaint-forms/complaint-catalog";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { AccessDenialFields } from "./access-denial-fields";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const form = { values: { accessDenied: true, denialReason: "" }, setField: () => {}, textProps: () => ({}) };
const renderFields = (typeId: number) =>
  render(
    <MantineProvider env="test">
      <AccessDenialFields request={{ complaintFormType: { id: typeId } }} form={form} disabled={false} />
    </MantineProvider>,
  );

describe("denying access to information (the answer form)", () => {
  it("tells whoever writes the reason that it is published, before they write a name in it", () => {
    renderFields(COMPLAINT_FORM_TYPE_IDS.informationRequest);
    const reason = screen.getByRole("textbox", { name: /Motivo por el que se niega el acceso/ });
    expect(reason.getAttribute("aria-describedby")).toBeTruthy();
    const description = document.getElementById(String(reason.getAttribute("aria-describedby")).split(" ")[0]!);
    expect(description?.textContent).toBe(ANSWER_CHANNEL_MESSAGES.denialReasonPublished);
  });
  it("is not offered on other kinds of request", () => {
    renderFields(COMPLAINT_FORM_TYPE_IDS.informationRequest + 1);
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
