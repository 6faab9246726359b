import styled from "styled-components";

export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger" | "info";

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  ${({ theme, $tone = "neutral" }) => {
    const tones = {
      neutral: [theme.colors.surfaceAlt, theme.colors.text],
      brand: [theme.colors.brandSoft, theme.colors.brandHover],
      success: [theme.colors.successSoft, theme.colors.success],
      warning: [theme.colors.warningSoft, theme.colors.warning],
      danger: [theme.colors.dangerSoft, theme.colors.danger],
      info: [theme.colors.infoSoft, theme.colors.info],
    } as const;
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;
