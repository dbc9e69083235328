import { Anchor, Badge, Button, Group, Text } from "@mantine/core";
import { TOOLTIP_CATALOG } from "@portal/schemas/policies/tooltip-catalog";
import { TRANSPARENCY_MESSAGES as M, type TTransparencyGroup, type TTransparencyItem } from "@portal/schemas/transparency/transparency.schema";
import { Link } from "react-router";
import { HelpTip } from "../policies/help-tip";
import { usePortalPageLink } from "./portal-page-link";
import classes from "./transparency.module.css";
import { entryOf, groupEntries, moveEntry, type TOrderEntry } from "./transparency-order";

/** A reorder: one parent (null: the main groups) and its entries in their new order. */
type TMove = (parentID: number | null, entries: TOrderEntry[]) => void;

type TProps = {
  groups: TTransparencyGroup[];
  canEdit: boolean;
  onEditGroup: (group: TTransparencyGroup) => void;
  onEditItem: (item: TTransparencyItem) => void;
  onMove: TMove;
};

/** Where an entry sits among its siblings, for its "Subir"/"Bajar" buttons. */
type TPlace = { parentID: number | null; siblings: TOrderEntry[]; index: number };

/**
 * "Subir" and "Bajar" for staff (spec silent: buttons rather than drag and drop, so the keyboard and screen readers
 * can reorder). At an end the button stays focusable and says so (aria-disabled) rather than vanishing under focus.
 */
function MoveButtons({ label, place, onMove }: { label: string; place: TPlace; onMove: TMove }) {
  const move = (delta: -1 | 1) => {
    const next = moveEntry(place.siblings, place.index, delta);
    if (next) onMove(place.parentID, next);
  };
  const atTop = place.index === 0;
  const atBottom = place.index === place.siblings.length - 1;
  return (
    <>
      <Button size="compact-xs" variant="subtle" aria-disabled={atTop} aria-label={`${M.moveUp} ${label}`} onClick={() => move(-1)}>
        {M.moveUp}
      </Button>
      <Button size="compact-xs" variant="subtle" aria-disabled={atBottom} aria-label={`${M.moveDown} ${label}`} onClick={() => move(1)}>
        {M.moveDown}
      </Button>
    </>
  );
}

const numbered = (idIndex: string | null, title: string) => (idIndex ? `${idIndex}. ${title}` : title);

/**
 * Groups and subgroups as native disclosure widgets (details/summary): keyboard and screen readers work without
 * script, and a find-in-page opens the matching group.
 */
export function TransparencyAccordion(props: TProps) {
  if (props.groups.length === 0) return <Text>Aún no hay información de transparencia publicada.</Text>;
  return (
    <div>
      {props.groups.map((group, index) => (
        <GroupPanel
          key={group.transparencySectionID}
          group={group}
          level={2}
          place={{ parentID: null, siblings: props.groups.map((g) => ({ kind: "group", id: g.transparencySectionID })), index }}
          {...props}
        />
      ))}
    </div>
  );
}

function GroupPanel({ group, level, place, canEdit, onEditGroup, onEditItem, onMove }: TProps & { group: TTransparencyGroup; level: 2 | 3; place: TPlace }) {
  const Heading = level === 2 ? "h2" : "h3";
  // Items and subgroups share one order (the seed numbers "7.1" before "7.2"); items first on a tie.
  const entries = groupEntries(group);
  const siblings = entries.map(entryOf);
  const placeOf = (e: (typeof entries)[number]): TPlace => ({ parentID: group.transparencySectionID, siblings, index: entries.indexOf(e) });
  const items = entries.filter((e) => e.item);
  return (
    <details className={level === 2 ? classes.group : classes.subgroup}>
      <summary className={classes.summary}>
        <Heading className={classes.summaryTitle}>{numbered(group.idIndex, group.title)}</Heading>
      </summary>
      <div className={classes.body}>
        {group.description && <p className={classes.description}>{group.description}</p>}
        {canEdit && (
          <Group gap="xs" mb="sm">
            <Button size="compact-sm" variant="subtle" onClick={() => onEditGroup(group)} aria-label={`Editar el grupo ${group.title}`}>
              Editar grupo
            </Button>
            <MoveButtons label={`el grupo ${group.title}`} place={place} onMove={onMove} />
          </Group>
        )}
        {entries.map((e) =>
          e.sub ? (
            <GroupPanel
              key={`g${e.sub.transparencySectionID}`}
              group={e.sub}
              level={3}
              place={placeOf(e)}
              groups={[]}
              canEdit={canEdit}
              onEditGroup={onEditGroup}
              onEditItem={onEditItem}
              onMove={onMove}
            />
          ) : e === items[0] ? (
            <ul key="items" className={classes.items}>
              {items.map(
                (entry) =>
                  entry.item && (
                    <ItemRow
                      key={entry.item.transparencyItemID}
                      item={entry.item}
                      canEdit={canEdit}
                      onEdit={onEditItem}
                      place={placeOf(entry)}
                      onMove={onMove}
                    />
                  ),
              )}
            </ul>
          ) : null,
        )}
      </div>
    </details>
  );
}

function ItemRow({
  item,
  canEdit,
  onEdit,
  place,
  onMove,
}: {
  item: TTransparencyItem;
  canEdit: boolean;
  onEdit: (item: TTransparencyItem) => void;
  place: TPlace;
  onMove: TMove;
}) {
  const title = numbered(item.idIndex, item.title);
  // An item the portal answers itself (the PQRDS report, branches, contact, PQRDS, procedures) opens that page unless
  // staff linked it elsewhere.
  const portalLink = usePortalPageLink();
  const link = item.link === "" ? (portalLink(item.specialSection) ?? "") : item.link;
  const internal = link.startsWith("/");
  // A page the portal generates (the PQRDS report) explains itself with its section's tooltip.
  const tip = item.specialSection ? TOOLTIP_CATALOG.find((t) => t.key === item.specialSection)?.id : undefined;
  return (
    <li className={classes.item}>
      <div className={classes.itemHead}>
        {link === "" ? (
          <span className={classes.pending}>{title}</span>
        ) : internal ? (
          <Anchor component={Link} to={link}>
            {title}
          </Anchor>
        ) : (
          <Anchor href={link} target="_blank" rel="noopener noreferrer">
            {title}
            <span className="visually-hidden"> (abre en una pestaña nueva)</span>
          </Anchor>
        )}
        {tip !== undefined && <HelpTip id={tip} />}
        {link === "" &&
          (canEdit ? (
            <Badge color="yellow" variant="light">
              {M.missingLink}
            </Badge>
          ) : (
            <Text span size="sm" c="dimmed">
              (aún no publicado)
            </Text>
          ))}
        {canEdit && (
          <Button size="compact-xs" variant="subtle" onClick={() => onEdit(item)} aria-label={`Editar ${item.title}`}>
            Editar
          </Button>
        )}
        {canEdit && <MoveButtons label={item.title} place={place} onMove={onMove} />}
      </div>
      <p className={classes.itemDescription}>{item.description}</p>
    </li>
  );
}
