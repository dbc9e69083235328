import { fileIdOfUrl, imageSrcSet } from "@portal/schemas/files/image-variants";

type TProps = {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  fileID?: string | null;
  loading?: "lazy" | "eager";
  /** The page's main image (its largest paint on a phone): fetched at once, ahead of scripts and other images. */
  priority?: boolean;
};

/**
 * An uploaded image in the size that fits: `srcset` lists the worker's 320/640/1280 px copies (each served as the
 * original until the worker has written it) and `src` stays the original for browsers without srcset.
 * Images that are not stored uploads (an external URL) are shown as they are.
 */
export function ResponsiveImage({ src, alt, sizes, className, fileID, loading = "lazy", priority = false }: TProps) {
  const id = fileID ?? fileIdOfUrl(src);
  return (
    <img
      src={src}
      srcSet={id ? imageSrcSet(id) : undefined}
      sizes={id ? sizes : undefined}
      alt={alt}
      className={className}
      loading={priority ? "eager" : loading}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
    />
  );
}
