import { Anchor, Badge, Button, Text } from "@mantine/core";
import { Link } from "react-router";
import { TOOLTIP_CATALOG } from "@portal/schemas/policies/help-texts.schema";
import { TRANSPARENCY_MESSAGES as M, type TTransparencyGroup, type TTransparencyItem } from "@portal/schemas/transparency/transparency.schema";
import { HelpTip } from "../policies/help-tip";
import classes from "./transparency.module.css";

type TProps = {
  groups: TTransparencyGroup[];
  canEdit: boolean;
  onEditGroup: (group: TTransparencyGroup) => void;
  onEditItem: (item: TTransparencyItem) => void;
};

const numbered = (idIndex: string | null, title: string) => (idIndex ? `${idIndex}. ${title}` : title);

/**
 * Groups and subgroups as native disclosure widgets (details/summary): keyboard and screen readers work without
 * script, and a find-in-page opens the matching group.
 */
export function TransparencyAccordion(props: TProps) {
  if (props.groups.length === 0) return <Text>Aún no hay información de transparencia publicada.</Text>;
  return (
    <div>
      {props.groups.map((group) => (
        <GroupPanel key={group.transparencySectionID} group={group} level={2} {...props} />
      ))}
    </div>
  );
}

function GroupPanel({ group, level, canEdit, onEditGroup, onEditItem }: TProps & { group: TTransparencyGroup; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  // Items and subgroups share one order (the seed numbers "7.1" before "7.2"); items first on a tie.
  const entries = [
    ...group.items.map((item) => ({ order: item.displayOrder, tie: 0, item, sub: null })),
    ...group.children.map((sub) => ({ order: sub.displayOrder, tie: 1, item: null, sub })),
  ].sort((a, b) => a.order - b.order || a.tie - b.tie);
  const items = entries.filter((e) => e.item);
  return (
    <details className={level === 2 ? classes.group : classes.subgroup}>
      <summary className={classes.summary}>
        <Heading className={classes.summaryTitle}>{numbered(group.idIndex, group.title)}</Heading>
      </summary>
      <div className={classes.body}>
        {group.description && <p className={classes.description}>{group.description}</p>}
        {canEdit && (
          <Button size="compact-sm" variant="subtle" mb="sm" onClick={() => onEditGroup(group)} aria-label={`Editar el grupo ${group.title}`}>
            Editar grupo
          </Button>
        )}
        {entries.map((e) =>
          e.sub ? (
            <GroupPanel key={`g${e.sub.transparencySectionID}`} group={e.sub} level={3} groups={[]} canEdit={canEdit} onEditGroup={onEditGroup} onEditItem={onEditItem} />
          ) : e === items[0] ? (
            <ul key="items" className={classes.items}>
              {items.map(({ item }) => (
                <ItemRow key={item!.transparencyItemID} item={item!} canEdit={canEdit} onEdit={onEditItem} />
              ))}
            </ul>
          ) : null,
        )}
      </div>
    </details>
  );
}

function ItemRow({ item, canEdit, onEdit }: { item: TTransparencyItem; canEdit: boolean; onEdit: (item: TTransparencyItem) => void }) {
  const title = numbered(item.idIndex, item.title);
  const internal = item.link.startsWith("/");
  // A page the portal generates (the PQRDS report) explains itself with its section's tooltip.
  const tip = item.specialSection ? TOOLTIP_CATALOG.find((t) => t.key === item.specialSection)?.id : undefined;
  return (
    <li className={classes.item}>
      <div className={classes.itemHead}>
        {item.link === "" ? (
          <span className={classes.pending}>{title}</span>
        ) : internal ? (
          <Anchor component={Link} to={item.link}>{title}</Anchor>
        ) : (
          <Anchor href={item.link} target="_blank" rel="noopener noreferrer">
            {title}
            <span className="visually-hidden"> (abre en una pestaña nueva)</span>
          </Anchor>
        )}
        {tip !== undefined && <HelpTip id={tip} />}
        {item.link === "" && (canEdit ? <Badge color="yellow" variant="light">{M.missingLink}</Badge> : <Text span size="sm" c="dimmed">(aún no publicado)</Text>)}
        {canEdit && (
          <Button size="compact-xs" variant="subtle" onClick={() => onEdit(item)} aria-label={`Editar ${item.title}`}>
            Editar
          </Button>
        )}
      </div>
      <p className={classes.itemDescription}>{item.description}</p>
    </li>
  );
}
