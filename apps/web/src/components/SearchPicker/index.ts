export { SearchPicker, type PickerChoice } from "./SearchPicker.tsx";
