import { Link } from "@tanstack/react-router";
import styled, { css } from "styled-components";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "outline" | "success" | "dangerOutline" | "dangerGhost";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandHover};
    &:hover:not(:disabled) { filter: brightness(0.96); }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(0.92); }
  `,
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(0.92); }
  `,
  /** A way out that cannot be undone (Retirar, Recusar, Rejeitar): outlined, in red. */
  dangerOutline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerSoft}; border-color: ${({ theme }) => theme.colors.dangerSoft}; }
  `,
  dangerGhost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerSoft}; }
  `,
};

const sizes = {
  sm: css`padding: 6px 12px; font-size: ${({ theme }) => theme.font.size.sm};`,
  md: css`padding: 10px 18px; font-size: ${({ theme }) => theme.font.size.md};`,
  lg: css`padding: 14px 24px; font-size: ${({ theme }) => theme.font.size.lg};`,
};

/** Shared button look, for <button> and (with `as={Link}`) for links that look like buttons. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background 120ms ease, filter 120ms ease, box-shadow 120ms ease;
  width: ${({ $block }) => ($block ? "100%" : "auto")};
  ${({ $variant = "primary" }) => variants[$variant]}
  ${({ $size = "md" }) => sizes[$size]}
  &:disabled, &[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
  svg { flex-shrink: 0; }
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
