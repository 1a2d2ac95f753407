import { Text, type TextProps } from "@mantine/core";
import { lineArithmetic, type LineAmounts } from "@paydesk/domain";

interface LineArithmeticProps extends TextProps {
  line: LineAmounts;
}

/**
 * A line's sum as every screen and receipt shows it: price × quantity + fee + tax (+ shipping) =
 * total, each part shown even when zero, so what a reader adds up is the total printed. The words
 * are the domain's `lineArithmetic`, the same as the receipt's PDF and e-mail.
 */
export function LineArithmetic({ line, ...props }: LineArithmeticProps) {
  const { text } = lineArithmetic(line);
  return (
    <Text component="span" data-testid="line-arithmetic" {...props}>
      {text}
    </Text>
  );
}
