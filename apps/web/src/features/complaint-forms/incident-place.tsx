import { Anchor, Text } from "@mantine/core";
import { COMPLAINT_FORM_MESSAGES as M } from "@portal/schemas/complaint-forms/complaint-form-rules";
import type { TTrackedRequest } from "@portal/schemas/complaint-forms/tracking.schema";

type Props = { incident: NonNullable<TTrackedRequest["incident"]> };

/** Where the facts of a report happen, as the citizen (or the Open311 app) gave it; coordinates open a public map. */
export function IncidentPlace({ incident }: Props) {
  const words = [incident.address, incident.neighborhood].filter(Boolean).join(", ");
  const { latitude, longitude } = incident;
  return (
    <Text mt="sm">
      <strong>{M.incidentPlace}:</strong> {words}
      {latitude !== null && longitude !== null && (
        <>
          {words ? " · " : ""}
          <Anchor
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {latitude}, {longitude}
          </Anchor>
        </>
      )}
    </Text>
  );
}
