import { useEffect } from "react";
import { toast } from "../lib/notify";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";

/** Shows, once, a message left for after a page reload (e.g. "Tu cuenta fue creada con éxito"). */
export function useFlashMessage(): void {
  useEffect(() => {
    const message = readStorage(STORAGE_KEYS.flash, "session");
    if (!message) return;
    writeStorage(STORAGE_KEYS.flash, null, "session");
    toast("success", message);
  }, []);
}
