import { ChevronDown, User } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import styled from "styled-components";
import { buttonStyles, type ButtonStyleProps } from "../../components/Button.tsx";

const Trigger = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  /* The whole e-mail at desktop widths; between the tablet breakpoint and those, the menu shows what is cut. */
  max-width: min(44ch, 34vw);
  span { overflow: hidden; text-overflow: ellipsis; }
`;

/**
 * The user menu's button. The menu itself (Radix DropdownMenu) loads once a signed-in bar renders;
 * until then this button stands in its place, so the bar does not move when the menu arrives.
 */
export function UserMenuButton({ email, ...props }: { email: string } & ComponentPropsWithRef<"button">) {
  return (
    <Trigger type="button" aria-haspopup="menu" aria-expanded={false} {...props} $variant="outline" $size="sm" aria-label={`Menu do usuário ${email}`}>
      <User size={16} aria-hidden />
      <span>{email}</span>
      <ChevronDown size={14} aria-hidden />
    </Trigger>
  );
}
