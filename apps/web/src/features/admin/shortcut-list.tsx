import { Card, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";
import type { TAdminShortcut } from "../../app/admin-shortcuts";
import classes from "./admin.module.css";

function openPopup(shortcut: TAdminShortcut) {
  if (!shortcut.popup) return;
  const { width, height } = shortcut.popup;
  const left = Math.max(0, (window.screen.width - width) / 2);
  const top = Math.max(0, (window.screen.height - height) / 2);
  window.open(shortcut.path, "portal-chat", `width=${width},height=${height},left=${left},top=${top},noopener`);
}

export function ShortcutList({ shortcuts }: { shortcuts: readonly TAdminShortcut[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className={classes.list}>
      {shortcuts.map((s) => (
        <li key={s.path}>
          {s.popup ? (
            <Card
              component="a"
              href={s.path}
              withBorder
              padding="lg"
              className={classes.card}
              onClick={(event) => {
                event.preventDefault();
                openPopup(s);
              }}
            >
              <Text fw={700} className={classes.title}>
                {s.label}
                <span className="visually-hidden"> (abre en una ventana nueva)</span>
              </Text>
              <Text size="sm" c="dimmed">
                {s.description}
              </Text>
            </Card>
          ) : (
            <Card component={Link} to={s.path} withBorder padding="lg" className={classes.card}>
              <Text fw={700} className={classes.title}>
                {s.label}
              </Text>
              <Text size="sm" c="dimmed">
                {s.description}
              </Text>
            </Card>
          )}
        </li>
      ))}
    </SimpleGrid>
  );
}
