import type { TUploadKind } from "@portal/schemas/files/upload.schema";
import type { TUploadedFile } from "@portal/schemas/files/uploaded-file.schema";
import { useCallback, useState } from "react";
import { toast } from "../lib/notify";
import { type TUploadOptions, uploadFile } from "../lib/rest";

export type TUploadItem = { key: string; name: string; progress: number; file: TUploadedFile | null };

/**
 * A list of uploads with their progress (spec 03 §4 "Upload"): progress goes from 0 to 100 %,
 * and an item whose upload fails is removed from the list, with the reason in a toast.
 */
export function useUploads(kind: TUploadKind, options: Pick<TUploadOptions, "superUpload"> = {}) {
  const superUpload = options.superUpload === true;
  const [items, setItems] = useState<TUploadItem[]>([]);

  const add = useCallback(
    async (file: File): Promise<TUploadedFile | null> => {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setItems((list) => [...list, { key, name: file.name, progress: 0, file: null }]);
      const update = (patch: Partial<TUploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
      try {
        const uploaded = await uploadFile(kind, file, { superUpload, onProgress: (progress) => update({ progress }) });
        update({ progress: 100, file: uploaded });
        return uploaded;
      } catch (error) {
        setItems((list) => list.filter((i) => i.key !== key));
        toast("error", error instanceof Error ? error.message : String(error));
        return null;
      }
    },
    [kind, superUpload],
  );

  const remove = useCallback((key: string) => setItems((list) => list.filter((i) => i.key !== key)), []);
  return { items, add, remove };
}
