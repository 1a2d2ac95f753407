export { EMPTY_RULE, RuleForm, type RuleValues } from "./RuleForm.tsx";
