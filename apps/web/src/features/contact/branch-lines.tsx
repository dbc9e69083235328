import { Anchor, Text } from "@mantine/core";
import type { TSubsidiary } from "@portal/schemas/settings/settings.schema";
import { branchLines } from "./contact-lines";

/** A branch's address, hours, e-mail and phones (the contact page and /sucursales). */
export function BranchLines({ branch }: { branch: TSubsidiary }) {
  return branchLines(branch).map((line) => (
    <Text key={line.label}>
      {line.label === "Dirección" ? null : `${line.label}: `}
      {line.href ? <Anchor href={line.href}>{line.value}</Anchor> : line.value}
    </Text>
  ));
}
