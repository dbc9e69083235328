// @vitest-environment jsdom
import { BANNER_MESSAGES } from "@portal/schemas/blocks/banner-forms";
import { BLOCK_MESSAGES } from "@portal/schemas/blocks/block-forms";
import { FOOTER_LOGOS_MESSAGES, type TFooterLogo } from "@portal/schemas/blocks/footer-logos-messages";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { pendingToastsAtom } from "../../lib/notify";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { clearAppNotices, fakeTrpcApi, refused, renderWithApi } from "../../testing/trpc-test-api";
import { BannerForm, type TBannerRow } from "./banner-form";
import type { TBlockDetail } from "./block-frame-form";
import { FooterLogosEditor } from "./footer-logos-editor";
import { ItemListEditor } from "./item-list-editor";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  clearAppNotices();
});

/** A logos block as blockAdmin.get answers it (the editor reads its id and its list). */
const LOGOS_BLOCK = {
  blockID: 7,
  logos: [{ name: "Gobernación", url: "https://gobernacion.gov.co", fileID: null, image: null }],
} as unknown as TBlockDetail;

const BANNER: TBannerRow = {
  bannerID: 12,
  blockID: 7,
  blockTypeName: "Slider",
  fileID: null,
  titleColor: null,
  subtitleColor: null,
  titleFont: null,
  subtitleFont: null,
  titleBold: false,
  titleItalic: false,
  subtitleBold: false,
  subtitleItalic: false,
  link: null,
  customUrl: null,
  embedUrl: null,
  bckColor: "#004884",
  title: "Feria de servicios",
  subtitle: null,
  mobileFileID: null,
  bckOpacity: null,
  description: null,
  rotation: 5,
  position: 1,
  active: true,
  removeBySite: false,
  imageUrl: null,
  mobileImageUrl: null,
  isRequired: false,
  displayOrder: 0,
};

const FOOTER_LOGO: TFooterLogo = {
  id: 3,
  name: "Gobierno de Colombia",
  link: "https://www.gov.co",
  imageUrl: "/uploadfiles/image/gov.png",
  fileID: "f1",
  position: 0,
};

/** The API refusing every write with a 400 whose details name `path`. */
function refusingServer(path: string, message: string) {
  return fakeTrpcApi((p) => {
    if (p === "contents.sections.list") return [];
    if (p === "blockAdmin.footerLogos") return [FOOTER_LOGO];
    return refused(message, "BAD_REQUEST", 400, [{ path, message }]);
  });
}

const toasts = () => appStore.get(pendingToastsAtom).map((t) => t.message);

describe("a block's item editors when the server refuses the save", () => {
  it("a refused list shows its Spanish message in the form's alert, with the focus on it, and not as a toast", async () => {
    const { fetch } = refusingServer("items", BLOCK_MESSAGES.imageInvalid);
    renderWithApi(<ItemListEditor block={LOGOS_BLOCK} kind="logos" />, { fetch, store: appStore });
    fireEvent.click(screen.getByRole("button", { name: "Guardar lista" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(BLOCK_MESSAGES.imageInvalid);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // Once, in the form: not again beside the list, nor in a toast.
    expect(screen.getAllByText(BLOCK_MESSAGES.imageInvalid)).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it("a banner refused on a field shows the message at that field and in the form's alert, not as a toast", async () => {
    const { fetch, calls } = refusingServer("blockID", BANNER_MESSAGES.blockInvalid);
    const blocks = [{ value: "7", label: "Slider #7" }];
    renderWithApi(<BannerForm banner={BANNER} blocks={blocks} onDone={() => undefined} onCancel={() => undefined} />, { fetch, store: appStore });
    fireEvent.click(screen.getByRole("button", { name: "Guardar banner" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(BANNER_MESSAGES.blockInvalid)).toBeTruthy();
    expect(calls.map((c) => c.procedure)).toEqual(["banners.update"]);
    const carousel = screen.getByRole("combobox", { name: "Carrusel" });
    expect(carousel.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(BANNER_MESSAGES.blockInvalid)).toHaveLength(2);
    expect(toasts()).toEqual([]);
  });

  it("the footer's logos, refused on a logo's image, show the message at it and in the form's alert, not as a toast", async () => {
    const { fetch } = refusingServer("items.0.fileID", FOOTER_LOGOS_MESSAGES.imageInvalid);
    renderWithApi(<FooterLogosEditor />, { fetch, store: appStore });
    fireEvent.click(await screen.findByRole("button", { name: "Guardar logos" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(FOOTER_LOGOS_MESSAGES.imageInvalid);
    // The alert and the logo's image field.
    expect(screen.getAllByText(FOOTER_LOGOS_MESSAGES.imageInvalid)).toHaveLength(2);
    expect(toasts()).toEqual([]);
  });
});
