import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { PATHS } from "../../app/paths";
import { PageLoader } from "../../components/page-loader";

/**
 * /external (spec 01 §2: "goes back in history"): where a link out of the portal returns. A tab that opened the portal
 * on this very address (react-router's "default" location key: no earlier entry of ours) has nothing to go back to
 * inside the portal, so it goes home instead of leaving the site.
 */
export function GoBackPage() {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    if (key !== "default") void navigate(-1);
    else void navigate(PATHS.home, { replace: true });
  }, [key, navigate]);
  return <PageLoader />;
}
