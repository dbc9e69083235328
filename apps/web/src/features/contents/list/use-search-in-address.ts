import { useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * Keeps a list's search string in the address (shareable, `?q=`) without reloading the page. Only a string that differs
 * from the address navigates: the section's list mounts after its blocks and categories load, while "Nuevo contenido"
 * is already on screen, and a replace made at mount would undo the link the reader followed meanwhile.
 */
export function useSearchInAddress(search: string) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get("q") ?? "";
  useEffect(() => {
    if (inAddress === search) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (search) next.set("q", search);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  }, [search, inAddress, setParams]);
}
