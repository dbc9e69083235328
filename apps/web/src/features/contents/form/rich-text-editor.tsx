import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/ColorPicker.css";
import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import Image from "@tiptap/extension-image";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId } from "react";
import { InsertImageControl } from "./rich-text-image";
import { RICH_TEXT_LABELS } from "./rich-text-labels";

/**
 * The body's rich text (Mantine's tiptap editor), loaded only with the staff form. What it produces is HTML that the
 * server sanitises into bodyHtml with an allow-list; the editor is only a convenience, never the safeguard.
 */
export function RichTextField({ label, value, onChange, error }: { label: string; value: string; onChange: (html: string) => void; error?: string }) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, protocols: ["http", "https", "mailto"] }),
      // Images only by "Insertar imagen" (uploaded, with their alt text); pasted or dropped files are not taken in.
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { "aria-labelledby": `${id}-label`, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: `${id}-label` }} error={error}>
      <RichTextEditor editor={editor} mt={4} labels={RICH_TEXT_LABELS}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <InsertImageControl />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
