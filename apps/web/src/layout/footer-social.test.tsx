// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SocialLink } from "./footer";
import { socialIconKind } from "./social-icon";

afterEach(cleanup);

describe("footer social links (spec 03 §3: url, name, alias, icon)", () => {
  it("draw each network's icon beside its name, hidden from screen readers", () => {
    render(
      <MemoryRouter>
        <SocialLink link={{ name: "Facebook", url: "https://www.facebook.com/alcaldia", alias: "alcaldia", icon: "facebook" }} />
        <SocialLink link={{ name: "Contacto", url: "/contactenos/", alias: "contacto", icon: "" }} />
      </MemoryRouter>,
    );
    const facebook = screen.getByRole("link", { name: /Facebook/ });
    expect(facebook.querySelector("svg")?.getAttribute("data-icon")).toBe("facebook");
    expect(facebook.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("link", { name: "Contacto" }).querySelector("svg")?.getAttribute("data-icon")).toBe("link");
  });

  it("reads the legacy icon classes and plain names alike", () => {
    expect(socialIconKind("fa fa-instagram")).toBe("instagram");
    expect(socialIconKind("X")).toBe("twitter");
    expect(socialIconKind("icon-x-twitter")).toBe("twitter");
    expect(socialIconKind("youtube")).toBe("youtube");
    expect(socialIconKind("gov.co")).toBe("link");
  });
});
