import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

interface DescriptionEditorProps {
  /** HTML; the server sanitizes it on save. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/**
 * The item description (a rich text editor, docs/product/items-and-fees.md). An emptied editor reports
 * "" rather than "<p></p>", so a blank description reads as blank to readiness and to the
 * unsaved-changes check. The editor keeps its own document: the page remounts it when it loads
 * another item.
 */
export function DescriptionEditor({ value, onChange, error }: DescriptionEditorProps) {
  const editor = useEditor({
    // Mantine's Link extension replaces the starter kit's, for its link control.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { "aria-label": "Description", role: "textbox", "aria-multiline": "true", "data-testid": "description-editor" },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <Input.Wrapper label="Description" error={error} data-field="description">
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}>
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
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
