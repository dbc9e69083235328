#!/bin/sh
# docker-compose.yml's minio-init (profiles "production" and "scale"): the portal's private bucket and its own MinIO
# user, allowed that bucket's objects only. Safe to run on every start.
set -eu
: "${MINIO_ROOT_PASSWORD:?set MINIO_ROOT_PASSWORD (see the top of docker-compose.yml)}"
: "${S3_SECRET_ACCESS_KEY:?set S3_SECRET_ACCESS_KEY (see the top of docker-compose.yml)}"

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"
# Private: no anonymous (public) read or listing, whatever was set before. Files reach citizens only through the API.
mc anonymous set none "local/$S3_BUCKET"

policy=/tmp/portal-files-policy.json
cat >"$policy" <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"], "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] },
    { "Effect": "Allow", "Action": ["s3:ListBucket", "s3:ListBucketMultipartUploads"], "Resource": ["arn:aws:s3:::$S3_BUCKET"] }
  ]
}
JSON
mc admin policy create local portal-files "$policy"
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching a policy the user already holds is an error on a second start: that one is fine, any other is not.
if ! out=$(mc admin policy attach local portal-files --user "$S3_ACCESS_KEY_ID" 2>&1); then
  case "$out" in
    *already*) ;;
    *) echo "$out" >&2; exit 1 ;;
  esac
fi
echo "bucket $S3_BUCKET ready (private), user $S3_ACCESS_KEY_ID limited to it"
