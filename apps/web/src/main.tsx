import "./styles/mantine.css";
import "./styles/mantine-theme.css";
import "./styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, loadSettings } from "./app/app";
import { PATHS } from "./app/paths";
import { loadHomeData } from "./features/home/home-data";

// The first screen's needs are asked for before React renders, in parallel: the settings (preloaded by index.html) and,
// on the home, its blocks. A page's chunk and the providers it renders in (Mantine, tRPC, react-query) come once the
// shell is painted (lib/shell-paint.ts).
void loadSettings().catch(() => {});
if (location.pathname === PATHS.home) void loadHomeData().catch(() => {});

const root = document.getElementById("root");
if (!root) throw new Error("Falta el elemento #root");
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between them,
// instead of one long task that blocks input (Lighthouse's Total Blocking Time on a slow phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
