// One-off: splits a single prisma/schema.prisma into prisma/schema/<domain>.prisma by model/enum name.
// Usage: node prisma/tools/split-schema.mjs <a single schema.prisma> prisma/schema
// Kept in git history only: to port a branch that still edits the old single file, run it on that branch's
// prisma/schema.prisma (git show BRANCH:prisma/schema.prisma > /tmp/schema.prisma); it rewrites every domain file
// (not schema/schema.prisma) from it, byte for byte as the split did.
// A model or enum missing from FILES stops the split (add it to a domain first).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [input, outDir] = process.argv.slice(2);

/** file -> [header comment, blocks in it]. Blocks keep their original order inside a file. */
const FILES = {
  "settings.prisma": ["settings and text resources", ["Setting", "TextResource"]],
  "files.prisma": ["files (uploads; the bytes live behind the storage interface)", ["StoredFile"]],
  "mail.prisma": ["mail: the e-mail outbox", ["EmailStatus", "EmailMessage"]],
  "audit.prisma": ["audit: who did what and when", ["AuditLog"]],
  "locations.prisma": ["locations and identification types (seeded by packages/core/src/locations)", ["Location", "IdentificationType"]],
  "accounts.prisma": ["accounts (spec 03): users, permissions, sessions, notifications, the entity's main users", [
    "Permission", "UserType", "User", "UserPermission", "Session", "PasswordResetToken", "EmailCode", "Notification",
    "NotificationPreference", "UserNotificationPreference", "UserMainType", "UserMain", "UserMainFile",
  ]],
  "policies.prisma": ["policies and terms", ["PolicyTerm", "PolicyTermView"]],
  "newsletter.prisma": ["newsletter", ["NewsletterSubscriber"]],
  "site.prisma": ["site furniture: social networks, tooltips, popups, footer, branches", ["SocialNetwork", "Tooltip", "Popup", "FooterLogo", "Subsidiary"]],
  "messages.prisma": ["tickets, chats and chat schedules (named by the spec only)", ["ChatSchedule", "Ticket", "ChatMessage"]],
  "complaint-forms.prisma": ["complaint-forms: PQRDS (spec 01 §2–§5)", [
    "ComplaintFormType", "ComplaintFormUserType", "ComplaintForm", "ComplaintFormAnswerFile", "ComplaintFormTokenPurpose",
    "ComplaintFormToken", "ComplaintFormHistory", "AttentionConfig", "EntityClosureDay", "ComplaintResource",
  ]],
  "certificates.prisma": ["certificates (spec 01: /tramites/*, /validez/)", [
    "CertificateSearchKey", "Certificate", "Property", "PropertyOwner", "Resident", "StaffRecord", "CertificateRequest",
    "PersonalDataCode", "CertificateIssue", "CertificateProcess",
  ]],
  "documents.prisma": ["documents (spec 01: /certificate/documents/{id}, /document-validez/)", ["SubDocumentType", "DocumentVariable", "DocumentDataRow", "DocumentIssue"]],
  "imports.prisma": ["imports: spreadsheets run by the worker", ["ImportJobStatus", "ImportJob"]],
  "contents.prisma": ["contents (spec 02 §3 Content, Tag, Label), with votes and polls, related sites and visits", [
    "TagTemplateType", "Tag", "Label", "SubLabel", "Content", "ContentAttribute", "ContentFile", "ContentTag", "ContentLabel",
    "ContentSubLabel", "ContentLike", "VoteOption", "ContentVote", "PollQuestion", "PollAnswerOption", "PollUserAnswer",
    "RelatedEntity", "ExcludedGlobalItem", "Track",
  ]],
  "comments.prisma": ["comments, feedback, reports, suggestions (spec 02 §3)", ["Comment", "CommentLike", "Feedback", "ReportType", "ReportReason", "Report", "Suggestion"]],
  "blocks.prisma": ["blocks: home and section blocks, banners (spec 02 §2–§3)", ["Block", "BlockLogo", "BlockShortcut", "BlockSection", "BlockPerson", "BlockMapItem", "Banner"]],
  "menus.prisma": ["menus (spec 02 §2 Menus)", ["MenuSection", "MenuOption"]],
  "transparency.prisma": ["transparency (/transparencia)", ["TransparencySection", "TransparencyItem"]],
  "indicators.prisma": ["indicators: site score, statistics (/estadisticas, indicators screen)", ["Indicator", "IndicatorScore", "SiteScore", "SiteRanking"]],
};

const fileOf = new Map(Object.entries(FILES).flatMap(([file, [, names]]) => names.map((n) => [n, file])));
const lines = readFileSync(input, "utf8").split("\n");
const SECTION = /^\/\/ ─/;

/** @type {Map<string, string[][]>} */
const chunks = new Map(Object.keys(FILES).map((f) => [f, []]));
let pending = [];
let i = 0;
// Skip the header and the generator/datasource blocks: schema.prisma is written by hand below.
while (!/^(model|enum) /.test(lines[i]) && !SECTION.test(lines[i])) i++;
for (; i < lines.length; i++) {
  const line = lines[i];
  const start = /^(model|enum) (\w+)/.exec(line);
  if (!start) {
    if (!SECTION.test(line)) pending.push(line);
    continue;
  }
  const file = fileOf.get(start[2]);
  if (!file) throw new Error(`${start[2]}: no domain file`);
  const block = [line];
  while (lines[i] !== "}") block.push(lines[++i]);
  // Comments right above a block belong to it; blank lines between blocks are normalised to one.
  while (pending.length && pending[0] === "") pending.shift();
  chunks.get(file).push([...pending, ...block.slice(0)]);
  pending = [];
}
if (pending.some((l) => l.trim())) throw new Error(`trailing text: ${pending.join("\n")}`);

mkdirSync(outDir, { recursive: true });
for (const [file, [title]] of Object.entries(FILES)) {
  const body = chunks.get(file).map((c) => c.join("\n")).join("\n\n");
  writeFileSync(join(outDir, file), `// ${title.charAt(0).toUpperCase()}${title.slice(1)}.\n\n${body}\n`);
}
console.log(`${[...fileOf.keys()].length} blocks into ${Object.keys(FILES).length} files`);
