import type { ReactNode } from "react";
import { Link } from "react-router";
import { contentPath } from "../contents/content-paths";
import { useContentRoutes } from "../contents/use-content-routes";
import type { TBlockContentItem } from "./block-api";

/** A block's content links to its detail page, or (a Link content) to its external address. */
export function ContentLink({ content, className, children }: { content: TBlockContentItem; className?: string; children: ReactNode }) {
  const routes = useContentRoutes();
  if (content.externalLink) {
    return (
      <a href={content.externalLink} className={className} {...(content.targetSelf ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
        {children}
      </a>
    );
  }
  return (
    <Link to={contentPath(routes, content.friendlyName)} className={className}>
      {children}
    </Link>
  );
}

/** A site link: the portal's own paths through the router, the rest as plain links. */
export function SiteLink({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  if (href.startsWith("/"))
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
