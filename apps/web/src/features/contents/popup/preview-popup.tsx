import { Button, Group, Modal, Text } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_POPUP_MESSAGES as M } from "@portal/schemas/contents/content-popup-messages";
import type { KeyboardEvent, ReactNode } from "react";

type Props<T> = {
  items: readonly T[];
  /** The open item's index, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  titleOf: (item: T) => string;
  children: (item: T) => ReactNode;
};

/** Whether a key press belongs to a field (arrows move the caret there, not the popup). */
const inField = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The popup with previous and next (spec 02 §2): a dialog over a list (contents, gallery images). Focus stays inside
 * it and returns to the opener on close, Escape closes, the arrow keys and the named buttons move, and the position
 * ("3 de 12") is announced as it changes.
 */
export function PreviewPopup<T>({ items, index, onIndexChange, onClose, titleOf, children }: Props<T>) {
  const item = index === null ? undefined : items[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < items.length - 1;
  const onKeyDown = (e: KeyboardEvent) => {
    if (index === null || inField(e.target)) return;
    if (e.key === "ArrowLeft" && hasPrevious) {
      e.preventDefault();
      onIndexChange(index - 1);
    }
    if (e.key === "ArrowRight" && hasNext) {
      e.preventDefault();
      onIndexChange(index + 1);
    }
  };
  return (
    <Modal
      opened={item !== undefined}
      onClose={onClose}
      title={item ? titleOf(item) : ""}
      size="xl"
      centered
      closeButtonProps={{ "aria-label": M.close }}
      onKeyDown={onKeyDown}
    >
      {item !== undefined && index !== null && (
        <>
          {children(item)}
          <Group justify="space-between" mt="md">
            {/* aria-disabled, not disabled: a button that loses focus at the end of the list would drop it out of the dialog. */}
            <Button
              variant="default"
              data-disabled={!hasPrevious || undefined}
              aria-disabled={!hasPrevious}
              onClick={() => hasPrevious && onIndexChange(index - 1)}
              aria-keyshortcuts="ArrowLeft"
            >
              {M.previous}
            </Button>
            <Text size="sm" aria-live="polite" aria-atomic="true">
              {fillMessage(M.position, [index + 1, items.length])}
            </Text>
            <Button
              variant="default"
              data-disabled={!hasNext || undefined}
              aria-disabled={!hasNext}
              onClick={() => hasNext && onIndexChange(index + 1)}
              aria-keyshortcuts="ArrowRight"
            >
              {M.next}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
