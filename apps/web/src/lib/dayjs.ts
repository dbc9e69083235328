import dayjs from "dayjs";
import "dayjs/locale/es";

// Month and day names in Spanish everywhere (spec 03 §1).
dayjs.locale("es");
