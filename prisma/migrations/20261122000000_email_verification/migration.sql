-- E-mail verification: guest orders are matched to an account by e-mail only once its owner has
-- proved the address. Existing accounts start unverified (nothing proves their address yet).
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailVerifiedAt" TIMESTAMP(3);
