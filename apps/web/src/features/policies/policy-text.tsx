import { Text, Title } from "@mantine/core";

/** A policy text's blocks: "N. …" headings and paragraphs, always as text (never HTML). */
export function PolicyText({ blocks, headingOrder = 2 }: { blocks: { heading: boolean; text: string }[]; headingOrder?: 2 | 3 }) {
  return (
    <div>
      {blocks.map((b, i) =>
        b.heading ? (
          <Title key={i} order={headingOrder} size="h3" mt="md" mb="xs">
            {b.text}
          </Title>
        ) : (
          <Text key={i} mb="sm" style={{ whiteSpace: "pre-line" }}>
            {b.text}
          </Text>
        ),
      )}
    </div>
  );
}
