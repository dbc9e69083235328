import { COMPLAINT_LIMITS as L } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { PlaceFields } from "../../../components/forms/place-fields";
import type { TComplaintFormState } from "./complaint-fields";

const POSTAL_PLACE = {
  country: "rootLocation",
  department: "secondLevelLocation",
  municipality: "location",
  city: "city",
  neighborhood: "neighborhood",
} as const;

/** Where a postal answer goes: country, department, municipality and vereda (or a city abroad). */
export function PostalPlaceFields({ form, busy }: { form: TComplaintFormState; busy: boolean }) {
  return (
    <PlaceFields
      form={form}
      names={POSTAL_PLACE}
      disabled={busy}
      labelSuffix=" de la respuesta"
      neighborhoodLabel="Vereda o municipio de la respuesta"
      maxLength={L.placeMax}
    />
  );
}
