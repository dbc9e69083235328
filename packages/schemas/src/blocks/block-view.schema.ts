import { z } from "zod";
import { CONTENT_ORDERS } from "../contents/content-query-options.ts";
import { BLOCK_TYPE_NAMES, BLOCK_TYPES } from "./block-catalog.ts";
import { SLIDER_VARIANT_IDS, SOCIAL_NETWORK_KEYS, SOCIAL_NETWORK_LABELS } from "./block-types.ts";

/**
 * What the block procedures answer: the public blocks (core/blocks/home-data.ts) and the staff editors' blocks,
 * banners, footer logos and slider variant (core/blocks/block-admin.ts, banner-admin.ts). The same fields the use
 * cases return; a person's e-mail is the one its editor typed for the block (public on the page).
 */
const zBlockTypeName = z.enum(Object.values(BLOCK_TYPE_NAMES));
const zSliderVariant = z.literal(SLIDER_VARIANT_IDS);

/** The frame every block carries (title, colour, order of its contents, map centre, social links). */
const zFrameCommon = {
  title: z.string().nullable(),
  titleExists: z.boolean(),
  color: z.string().nullable(),
  rotation: z.number().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  contentOrder: z.enum(CONTENT_ORDERS).nullable(),
  numberContents: z.number().nullable(),
  sections: z.array(z.object({ tagID: z.number(), title: z.string().nullable() })),
  labelIdentifiers: z.array(z.number()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  zoom: z.number().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  youtube: z.string().nullable(),
  instagram: z.string().nullable(),
};

/** A content as a block's card shows it. */
const ZBlockContentCard = z.object({
  contentID: z.number(),
  friendlyName: z.string(),
  contentType: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  externalLink: z.string().nullable(),
  targetSelf: z.boolean(),
  creationDate: z.string(),
  startDate: z.string().nullable(),
  startHour: z.string().nullable(),
  endDate: z.string().nullable(),
  endHour: z.string().nullable(),
  image: z.string().nullable(),
  imageDescription: z.string().nullable(),
  section: z.object({ friendlyName: z.string(), name: z.string() }).nullable(),
});
/** GET globalcontents */
export const ZBlockContentCards = z.array(ZBlockContentCard);
const ZBlockSectionGroup = z.object({ tagID: z.number(), friendlyName: z.string(), name: z.string(), title: z.string(), contents: z.array(ZBlockContentCard) });
/** GET blocks/sections */
export const ZBlockSectionGroups = z.array(ZBlockSectionGroup);
const ZBlockShortcut = z.object({ id: z.number(), name: z.string(), url: z.string().nullable(), image: z.string().nullable() });
/** GET launchpadshortcuts */
export const ZBlockShortcuts = z.array(ZBlockShortcut);
/** GET blocks/{blockID}/events */
export const ZCalendarEvents = z.object({ from: z.string(), to: z.string(), contents: z.array(ZBlockContentCard) });

/** A person of a people block, as the page shows it (the e-mail is the one its editor typed for the block). */
const ZBlockPersonView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string().nullable(),
});
/** A place of a map block. */
const ZMapItemView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
/** The stored image an editor's item points to. */
const zStoredFileID = z.string().nullable();

/** What the staff's list and editor say of every block. */
const zBlockAdminCommon = {
  /** The type's name; a stored type the catalogue does not know reads "Tipo N" (core/blocks/block-admin.ts). */
  typeName: z.string(),
  type: z.number(),
  blockID: z.number(),
  displayOrder: z.number(),
  blockSectionID: z.number().nullable(),
  status: z.number(),
};

/** A public block, with everything its type shows. */
export const ZBlockView = z.object({
  banners: z.array(
    z.object({
      bannerID: z.number(),
      title: z.string().nullable(),
      subtitle: z.string().nullable(),
      titleColor: z.string().nullable(),
      subtitleColor: z.string().nullable(),
      titleFont: z.string().nullable(),
      subtitleFont: z.string().nullable(),
      titleBold: z.boolean(),
      titleItalic: z.boolean(),
      subtitleBold: z.boolean(),
      subtitleItalic: z.boolean(),
      link: z.string().nullable(),
      image: z.string().nullable(),
      mobileImage: z.string().nullable(),
      embedUrl: z.string().nullable(),
      bckColor: z.string().nullable(),
      bckOpacity: z.number().nullable(),
      description: z.string().nullable(),
      rotation: z.number().nullable(),
      position: z.number(),
    }),
  ),
  items: z.array(ZBlockShortcut),
  persons: z.array(ZBlockPersonView),
  mapItems: z.array(ZMapItemView),
  socialNetworks: z.array(
    z.object({
      embedUrl: z.string().nullable(),
      posts: z.array(z.object({ id: z.string(), permalink: z.string(), image: z.string(), caption: z.string().nullable() })),
      network: z.enum(SOCIAL_NETWORK_KEYS),
      label: z.enum(Object.values(SOCIAL_NETWORK_LABELS)),
      url: z.string(),
    }),
  ),
  contents: z.array(ZBlockContentCard),
  sectionGroups: z.array(ZBlockSectionGroup),
  viewedSections: z.array(z.object({ name: z.string(), icon: z.string().nullable(), url: z.string().nullable() })),
  html: z.string().nullable(),
  calendar: z.object({ from: z.string(), to: z.string() }).nullable(),
  indicator: z.object({ score: z.number().nullable(), scoreStr: z.string().nullable(), colorClass: z.string().nullable(), monthStr: z.string() }).nullable(),
  blockID: z.number(),
  blockSectionID: z.number().nullable(),
  status: z.number(),
  type: z.literal(BLOCK_TYPES),
  frame: z.object({ ...zFrameCommon, size: z.string().nullable() }),
});

const ZMapTiles = z.object({ tileUrl: z.string().nullable(), attribution: z.string() });
const ZFooterLogoView = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string().nullable(),
  imageUrl: z.string(),
  fileID: z.string().nullable(),
  position: z.number(),
});
/** GET globallogos and PUT globallogos: the footer's logos in order. */
export const ZFooterLogoViews = z.array(ZFooterLogoView);

/** The home in one call: its blocks, the slider variant, the map tiles, the popups and the footer logos. */
export const ZHomeData = z.object({
  popups: z.array(
    z.object({
      popupID: z.number(),
      nombre: z.string(),
      body: z.string().nullable(),
      embedUrl: z.string().nullable(),
      image: z.string().nullable(),
      externalLink: z.string().nullable(),
      nameButtonUrl: z.string().nullable(),
      showMode: z.number(),
    }),
  ),
  footerLogos: ZFooterLogoViews,
  sliderVariant: zSliderVariant,
  map: ZMapTiles,
  blocks: z.array(ZBlockView),
});

/** GET blocks?section=: a page's blocks (the section, or null for the home). */
export const ZPageBlocks = z.object({
  section: z.object({ tagID: z.number(), name: z.string(), friendlyName: z.string() }).nullable(),
  blocks: z.array(ZBlockView),
  sliderVariant: zSliderVariant,
  map: ZMapTiles,
});

/** GET/PUT sliderconf */
export const ZSliderConfView = z.object({ variant: zSliderVariant });

/** A row of the staff's blocks list. */
const ZBlockAdminRow = z.object({
  ...zBlockAdminCommon,
  title: z.string().nullable(),
  counts: z.object({ logos: z.number(), shortcuts: z.number(), sections: z.number(), persons: z.number(), mapItems: z.number(), banners: z.number() }),
});
export const ZBlockAdminRows = z.array(ZBlockAdminRow);

/** A block in its editor: the frame, the social links and every list, with the banners' summary. */
export const ZBlockAdminView = z.object({
  ...zBlockAdminCommon,
  frame: z.object(zFrameCommon),
  listSocialNetworks: z.array(z.object({ network: z.enum(SOCIAL_NETWORK_KEYS), url: z.string().nullable() })),
  logos: z.array(
    z.object({
      name: z.string(),
      image: z.string().nullable(),
      fileID: z.string().nullable(),
      url: z.string().nullable(),
      blockLogosID: z.number(),
      globalLogoId: z.number().nullable(),
    }),
  ),
  shortcuts: z.array(
    z.object({ name: z.string(), image: z.string().nullable(), fileID: z.string().nullable(), url: z.string(), blockShortCutsID: z.number() }),
  ),
  sections: z.array(z.object({ id: z.number(), name: z.string(), url: z.string().nullable(), tagID: z.number().nullable(), icon: z.string().nullable() })),
  persons: z.array(ZBlockPersonView.omit({ id: true }).extend({ fileID: zStoredFileID, blockPersonsID: z.number() })),
  mapItems: z.array(ZMapItemView.extend({ fileID: zStoredFileID })),
  banners: z.array(
    z.object({
      bannerID: z.number(),
      title: z.string().nullable(),
      active: z.boolean(),
      removeBySite: z.boolean(),
      imageUrl: z.string().nullable(),
      displayOrder: z.number(),
    }),
  ),
});
export const ZBlockStatusSaved = z.object({ blockID: z.number(), status: z.literal([0, 1]) });
export const ZBlockDeleted = z.object({ blockID: z.number() });

/** A banner in its editor and the banners list. */
export const ZBannerView = z.object({
  blockTypeName: zBlockTypeName.nullable(),
  blockID: z.number().nullable(),
  fileID: z.string().nullable(),
  bannerID: z.number(),
  titleColor: z.string().nullable(),
  subtitleColor: z.string().nullable(),
  titleFont: z.string().nullable(),
  subtitleFont: z.string().nullable(),
  titleBold: z.boolean(),
  titleItalic: z.boolean(),
  subtitleBold: z.boolean(),
  subtitleItalic: z.boolean(),
  link: z.string().nullable(),
  customUrl: z.string().nullable(),
  embedUrl: z.string().nullable(),
  bckColor: z.string().nullable(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  mobileFileID: z.string().nullable(),
  bckOpacity: z.number().nullable(),
  description: z.string().nullable(),
  rotation: z.number().nullable(),
  position: z.number(),
  active: z.boolean(),
  removeBySite: z.boolean(),
  imageUrl: z.string().nullable(),
  mobileImageUrl: z.string().nullable(),
  isRequired: z.boolean(),
  displayOrder: z.number(),
});
export const ZBannerViews = z.array(ZBannerView);
export const ZBannerDeleted = z.object({ bannerID: z.number() });
/** PUT banners/global: the rotation set and how many banners it reached. */
export const ZBannersGlobalSaved = z.object({ blockID: z.number().nullable(), rotation: z.number(), updated: z.number() });
export const ZBannerExcluded = z.object({ bannerID: z.number(), removeBySite: z.boolean() });
