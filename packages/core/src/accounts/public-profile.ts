import type { Prisma } from "@portal/db/client";
import { PROFILE_MESSAGES as M, type TCommunityQuery, type TPublicProfile, ZCommunityQuery } from "@portal/schemas/accounts/profile.schema";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/**
 * What the community may see of a member who opted in: never the e-mail, identification, address, phone, birth date,
 * gender, nor whether the member holds a staff permission.
 */
const PUBLIC_SELECT = {
  id: true,
  friendlyName: true,
  name: true,
  secondname: true,
  lastname: true,
  secondlastname: true,
  imageFileId: true,
  description: true,
  level: true,
  creationDate: true,
} as const satisfies Prisma.UserSelect;
type TPublicRow = Prisma.UserGetPayload<{ select: typeof PUBLIC_SELECT }>;

/** A member the community may see: active and opted in (the profile, the community list, their comment list). */
export const SHOWN_TO_COMMUNITY = { active: true, publicProfile: true } as const satisfies Prisma.UserWhereInput;

function toPublicProfile(u: TPublicRow): TPublicProfile {
  return {
    id: u.id,
    friendlyName: u.friendlyName,
    fullName: [u.name, u.secondname, u.lastname, u.secondlastname].filter(Boolean).join(" "),
    firstsLetter: `${u.name.charAt(0)}${u.lastname.charAt(0)}`.toUpperCase(),
    image: u.imageFileId ? `/files/${u.imageFileId}` : null,
    description: u.description,
    level: u.level,
    creationDate: u.creationDate.toISOString(),
  };
}

/**
 * GET users/{friendlyName} — a member's public profile, for logged-in viewers: only a member who opted in (or one's
 * own); a hidden, deactivated or unknown member is the same 404.
 */
export async function readPublicProfile(deps: Pick<CoreDeps, "db">, friendlyName: string, viewer: { id: number }): Promise<TPublicProfile> {
  const row = await deps.db.user.findFirst({
    where: { friendlyName: friendlyName.trim().toLowerCase(), OR: [SHOWN_TO_COMMUNITY, { id: viewer.id, active: true }] },
    select: PUBLIC_SELECT,
  });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return toPublicProfile(row);
}

/** The community list ({user route}), for logged-in viewers: active members who opted in, 20 a page, by name. */
export async function listCommunity(deps: Pick<CoreDeps, "db">, rawQuery: TCommunityQuery) {
  const q = ZCommunityQuery.parse(rawQuery ?? {});
  const words = q.keyword ? q.keyword.split(/\s+/).filter(Boolean).slice(0, 4) : [];
  const where: Prisma.UserWhereInput = {
    ...SHOWN_TO_COMMUNITY,
    AND: words.map((w) => ({
      OR: [
        { name: { contains: w, mode: "insensitive" as const } },
        { secondname: { contains: w, mode: "insensitive" as const } },
        { lastname: { contains: w, mode: "insensitive" as const } },
        { secondlastname: { contains: w, mode: "insensitive" as const } },
      ],
    })),
  };
  return paginate(
    q,
    (w) => deps.db.user.findMany({ where, select: PUBLIC_SELECT, orderBy: [{ name: "asc" }, { lastname: "asc" }, { id: "asc" }], ...w }),
    () => deps.db.user.count({ where }),
    toPublicProfile,
  );
}
