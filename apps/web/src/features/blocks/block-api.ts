import type { RouterOutputs } from "../../lib/trpc";

/** Everything the home shows (GET home, one cached call). */
export type THomeData = RouterOutputs["blocks"]["home"];
/** One block as its page shows it. */
export type TBlock = THomeData["blocks"][number];
export type TBlockContentItem = TBlock["contents"][number];
export type TBannerItem = TBlock["banners"][number];
/** What every block component receives: its block and the page's settings (slider variant, map tiles). */
export type TBlockProps = { block: TBlock; page: Pick<THomeData, "sliderVariant" | "map">; headingId: string };
