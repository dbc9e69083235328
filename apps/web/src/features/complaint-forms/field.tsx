/** One label and its value in a request's description list; an empty value shows nothing. */
export { DescriptionItem as Field } from "../../components/description-item";
